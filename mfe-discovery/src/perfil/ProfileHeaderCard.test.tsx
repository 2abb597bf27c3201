// The profile's header: 'CRP verificado em dd/MM/yyyy' beside the CRP once verified, nothing before.
import { screen } from '@testing-library/react';
import { renderUi, resetAll } from '../test/render';
import { therapist } from '../test/fixtures';
import { ProfileHeaderCard } from './ProfileHeaderCard';

beforeEach(resetAll);

it("a verified CRP reads 'CRP verificado em' its day under the CRP", () => {
  renderUi(<ProfileHeaderCard therapist={therapist({ crp: '06/154872', crpVerificadoEm: '2026-11-20' })} />);
  expect(screen.getByTestId('perfil-crp')).toHaveTextContent('CRP 06/154872');
  expect(screen.getByText('CRP verificado em 20/11/2026')).toBeInTheDocument();
});

it('an unverified CRP is shown without the badge', () => {
  renderUi(<ProfileHeaderCard therapist={therapist({ crp: '06/154872', crpVerificadoEm: null })} />);
  expect(screen.getByTestId('perfil-crp')).toHaveTextContent('CRP 06/154872');
  expect(screen.queryByText(/CRP verificado/)).not.toBeInTheDocument();
});
