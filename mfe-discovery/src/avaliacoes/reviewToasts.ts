import { notify } from '@acolhe/shared-ui';
import { REVIEW_TOASTS } from './reviewTexts';
import type { ReviewProblem } from './reviewRules';

type ToastKey = keyof typeof REVIEW_TOASTS;

/** product.md#main-messages review toasts; failures in red (the "destructive" style). */
export function reviewToast(key: ToastKey): void {
  const failure = key.endsWith('Failed');
  notify({ ...REVIEW_TOASTS[key], color: failure ? 'red' : 'teal' });
}

export function reviewProblemToast(problem: ReviewProblem): void {
  notify({ title: problem.title, message: problem.message, color: 'red' });
}
