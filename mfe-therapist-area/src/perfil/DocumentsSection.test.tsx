import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from '@mantine/form';
import { AppProviders } from '@acolhe/shared-ui';
import { DataCacheProvider } from '@acolhe/shared-ui/data';
import { DocumentsSection } from './DocumentsSection';
import { emptyProfileValues, type ProfileFormValues } from './profileForm';

function Harness() {
  const form = useForm<ProfileFormValues>({ initialValues: emptyProfileValues() });
  return <DocumentsSection form={form} />;
}

it('masks CPF as 000.000.000-00 and the phone while typing, ignoring extra digits', async () => {
  render(
    <AppProviders><DataCacheProvider>
      <Harness />
    </DataCacheProvider></AppProviders>,
  );
  const cpf = screen.getByLabelText(/^CPF/);
  await userEvent.type(cpf, '529982247251');
  expect(cpf).toHaveValue('529.982.247-25');
  const phone = screen.getByLabelText(/^Telefone/);
  await userEvent.type(phone, '11987654321');
  expect(phone).toHaveValue('(11) 98765-4321');
});

it('offers the 27 federative units by name', async () => {
  render(
    <AppProviders><DataCacheProvider>
      <Harness />
    </DataCacheProvider></AppProviders>,
  );
  await userEvent.click(screen.getByRole('combobox', { name: /^Estado/ }));
  const options = screen.getAllByRole('option', { hidden: true });
  expect(options).toHaveLength(27);
  expect(options.map((o) => o.textContent)).toEqual(expect.arrayContaining(['Acre', 'São Paulo', 'Tocantins', 'Distrito Federal']));
});
