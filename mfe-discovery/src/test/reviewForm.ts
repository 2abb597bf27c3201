// The review form as a person uses it, for the tests of the form and of the profile page.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Chooses `n` stars in the open review form (a click on the star's label, as a person does). */
export async function chooseStars(n: number) {
  const radio = screen.getByRole('radio', { name: n === 1 ? '1 estrela' : `${n} estrelas` }) as HTMLInputElement;
  await userEvent.click(radio.labels![0]!);
}
