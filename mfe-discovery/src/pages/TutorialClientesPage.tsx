import { TutorialView } from '../tutoriais/TutorialView';
import { TUTORIAL_CLIENTES } from '../tutoriais/tutorialContent';

/** /tutorial-clientes — product.md#screens client tutorial. */
export default function TutorialClientesPage() {
  return <TutorialView tutorial={TUTORIAL_CLIENTES} />;
}
