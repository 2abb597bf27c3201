import { TutorialView } from '../tutoriais/TutorialView';
import { TUTORIAL_TERAPEUTAS } from '../tutoriais/tutorialContent';

/** /tutorial-terapeutas — product.md#screens therapist tutorial. */
export default function TutorialTerapeutasPage() {
  return <TutorialView tutorial={TUTORIAL_TERAPEUTAS} />;
}
