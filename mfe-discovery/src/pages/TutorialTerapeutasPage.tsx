import { TutorialView } from '../tutoriais/TutorialView';
import { TUTORIAL_TERAPEUTAS } from '../tutoriais/tutorialContent';

/** /tutorial-terapeutas — SPEC §2 therapist tutorial. */
export default function TutorialTerapeutasPage() {
  return <TutorialView tutorial={TUTORIAL_TERAPEUTAS} />;
}
