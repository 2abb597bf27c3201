import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCachedUser } from '@acolhe/shared-auth';
import type { TherapistProfileForm } from '@acolhe/shared-domain';
import { therapist } from '../test/fixtures';
import { json, THERAPIST_USER } from '../test/fakeApi';
import { profileSettingsApi, renderProfileSettings } from '../test/profileSettings';
import { signInForEachTest } from '@acolhe/shared-ui/testing';
import { fill } from '../test/typing';

const save = () => userEvent.click(screen.getByRole('button', { name: 'Salvar Perfil' }));
const label = (text: string | RegExp) => screen.getByLabelText(text);

signInForEachTest(THERAPIST_USER);

it("shows 'Carregando...' then the title, subtitle and the stored values", async () => {
  profileSettingsApi(therapist());
  renderProfileSettings();
  expect(screen.getByText('Carregando...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Configurações do Perfil' })).toBeInTheDocument();
  expect(screen.getByText('Complete seu cadastro para poder receber agendamentos')).toBeInTheDocument();
  expect(label(/Nome completo/)).toHaveValue('Marina Duarte');
  expect(label(/^CPF/)).toHaveValue('529.982.247-25');
  expect(label(/Data de nascimento/)).toHaveValue('10/04/1988');
  expect(label('Português')).toBeChecked();
  expect(await screen.findByRole('checkbox', { name: 'Ansiedade' })).toBeChecked();
});

it('marks the required fields with an asterisk, and only those', async () => {
  profileSettingsApi(therapist());
  renderProfileSettings();
  await screen.findByRole('heading', { name: 'Configurações do Perfil' });
  const labelOf = (text: RegExp) => screen.getAllByText(text, { selector: 'label' })[0]!.textContent;
  // CRP too: listing needs it (issue 30), though a profile may be saved without it
  for (const text of [/^Nome completo/, /^Data de nascimento/, /^CPF/, /^CRP/, /^Telefone/, /^Cidade/, /^Estado/, /^Valor da sessão/, /^Duração da sessão/, /^Biografia/]) {
    expect(labelOf(text)).toMatch(/\*$/);
  }
  expect(screen.getByRole('heading', { name: 'Especialidades *' })).toBeInTheDocument();
  for (const text of [/^Gênero/, /^CEP/, /^Título profissional/, /^Abordagem terapêutica/, /^Link de pagamento/]) {
    expect(labelOf(text)).not.toMatch(/\*/);
  }
  for (const group of ['Idiomas', 'Tipos de sessão', 'Formatos de atendimento']) {
    expect(screen.getByText(group).parentElement!.textContent).toMatch(/\*/);
  }
});

it('a new therapist starts with no price (issue 44: never a prefilled R$ 150), duration 50 and the account name', async () => {
  profileSettingsApi(null);
  renderProfileSettings();
  expect(await screen.findByLabelText(/Nome completo/)).toHaveValue('Marina Duarte');
  expect(label(/Valor da sessão/)).toHaveValue('');
  expect(label(/Duração da sessão/)).toHaveValue('50');
});

it('refuses an empty profile with the product.md#validation messages and sends nothing', async () => {
  const net = profileSettingsApi(null);
  renderProfileSettings();
  await screen.findByRole('heading', { name: 'Configurações do Perfil' });
  await fill(label(/Nome completo/), 'Al');
  await fill(label(/Link de pagamento/), 'pagamento');
  await save();
  expect(await screen.findByText('O nome completo deve ter pelo menos 3 caracteres.')).toBeInTheDocument();
  for (const message of [
    'CPF inválido',
    'Telefone inválido',
    'Informe a cidade.',
    'Informe o estado.',
    'Selecione pelo menos um idioma.',
    'Selecione pelo menos um tipo de sessão.',
    'Selecione pelo menos um formato de atendimento.',
    'A biografia deve ter pelo menos 10 caracteres.',
    'Informe uma URL válida',
    'Informe a data de nascimento.',
    'Informe um valor válido para a sessão',
  ]) {
    expect(screen.getByText(message)).toBeInTheDocument();
  }
  expect(net.callsTo('PUT', 'terapeutas/t1')).toHaveLength(0);
  // keyboard and screen-reader users land on the first field to fix
  await waitFor(() => expect(document.activeElement).toBe(label(/Nome completo/)));
});

it("price and duration rules: 'Informe um valor válido para a sessão', 'Duração mínima de 15 minutos'", async () => {
  profileSettingsApi(therapist());
  renderProfileSettings();
  await fill(await screen.findByLabelText(/Valor da sessão/), '');
  await fill(label(/Duração da sessão/), '10');
  await fill(label(/^CRP/), '12');
  await save();
  expect(await screen.findByText('Informe um valor válido para a sessão')).toBeInTheDocument();
  expect(screen.getByText('Duração mínima de 15 minutos')).toBeInTheDocument();
  expect(screen.getByText('CRP inválido')).toBeInTheDocument();
});

it('counts the bio characters live', async () => {
  profileSettingsApi(null);
  renderProfileSettings();
  const bio = await screen.findByLabelText(/^Biografia/);
  expect(screen.getByTestId('bio-counter')).toHaveTextContent('0/5000');
  await fill(bio, 'Olá, sou psicóloga.');
  expect(screen.getByTestId('bio-counter')).toHaveTextContent('19/5000');
});

it('adds and removes education rows', async () => {
  profileSettingsApi(therapist({ education: [] }));
  renderProfileSettings();
  await userEvent.click(await screen.findByRole('button', { name: 'Adicionar formação' }));
  await userEvent.click(screen.getByRole('button', { name: 'Adicionar formação' }));
  expect(screen.getByLabelText('Curso 2')).toBeInTheDocument();
  await fill(screen.getByLabelText('Curso 1'), 'Primeiro');
  await fill(screen.getByLabelText('Curso 2'), 'Segundo');
  await userEvent.click(screen.getByRole('button', { name: 'Remover formação 1' }));
  expect(screen.queryByLabelText('Curso 2')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Curso 1')).toHaveValue('Segundo');
});

it('saves the product.md#data payload, toasts, updates the header user and goes to /usuario/{id}', async () => {
  const net = profileSettingsApi(therapist());
  renderProfileSettings();
  await fill(await screen.findByLabelText(/Nome completo/), 'Marina Duarte Alves');
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Depressão' }));
  await userEvent.click(screen.getByRole('button', { name: 'Adicionar formação' }));
  await fill(screen.getByLabelText('Curso 2'), 'Especialização em TCC');
  await fill(screen.getByLabelText('Instituição 2'), 'PUC-SP');
  await fill(screen.getByLabelText('Ano 2'), '2016');
  await save();
  expect(await screen.findByText('Perfil atualizado com sucesso!')).toBeInTheDocument();
  expect(screen.getByText('Suas informações foram salvas.')).toBeInTheDocument();
  expect(await screen.findByTestId('navigated')).toHaveTextContent('/usuario/:id');
  const body = net.callsTo('PUT', 'terapeutas/t1')[0]!.body as TherapistProfileForm;
  expect(body).toMatchObject({
    fullName: 'Marina Duarte Alves',
    cpf: '529.982.247-25',
    sessionPrice: 180,
    sessionDuration: 50,
    bufferMinutes: 0,
    minNoticeHours: 12,
    specialties: ['ansiedade', 'depressao'],
    languages: ['portugues'],
    birthDate: '1988-04-10',
  });
  expect(body.education[1]).toMatchObject({ degree: 'Especialização em TCC', institution: 'PUC-SP', year: '2016' });
  expect(getCachedUser()?.name).toBe('Marina Duarte Alves');
});

it('appearing in the gender filter is an explicit choice, off until ticked, and needs a gender (issue 40)', async () => {
  const net = profileSettingsApi(therapist({ gender: '', genderInSearch: false }));
  renderProfileSettings();
  const optIn = await screen.findByRole('checkbox', { name: 'Aparecer no filtro de gênero da busca' });
  expect(optIn).not.toBeChecked();
  expect(screen.getByText(/Quem filtrar a busca por gênero encontrará você/)).toBeInTheDocument();
  await userEvent.click(optIn);
  await save();
  expect(await screen.findByText('Escolha seu gênero para aparecer no filtro de gênero da busca.')).toBeInTheDocument();
  expect(net.callsTo('PUT', 'terapeutas/t1')).toHaveLength(0);
  await userEvent.click(optIn);
  await save();
  expect(await screen.findByText('Perfil atualizado com sucesso!')).toBeInTheDocument();
  expect(net.callsTo('PUT', 'terapeutas/t1')[0]!.body).toMatchObject({ gender: '', genderInSearch: false });
});

it('a therapist who chose to appear in the gender filter sees it ticked, and the save keeps it', async () => {
  const net = profileSettingsApi(therapist({ gender: 'feminino', genderInSearch: true }));
  renderProfileSettings();
  expect(await screen.findByRole('checkbox', { name: 'Aparecer no filtro de gênero da busca' })).toBeChecked();
  await save();
  expect(await screen.findByText('Perfil atualizado com sucesso!')).toBeInTheDocument();
  expect(net.callsTo('PUT', 'terapeutas/t1')[0]!.body).toMatchObject({ gender: 'feminino', genderInSearch: true });
});

it('a failed save shows the product toast and keeps what was typed', async () => {
  profileSettingsApi(therapist(), { 'PUT terapeutas/t1': json({ message: 'x' }, 500) });
  renderProfileSettings();
  await fill(await screen.findByLabelText(/Nome completo/), 'Nome Novo');
  await save();
  expect(await screen.findByText('Erro ao atualizar perfil')).toBeInTheDocument();
  expect(screen.getByText('Não foi possível salvar suas informações. Tente novamente.')).toBeInTheDocument();
  expect(label(/Nome completo/)).toHaveValue('Nome Novo');
  expect(screen.queryByTestId('navigated')).not.toBeInTheDocument();
});

it('a CRP the api refuses (in analysis, issue 40): its message at the CRP field and in the toast, not “Tente novamente”; the typed CRP stays', async () => {
  const emAnalise = 'Seu CRP está em análise pela equipe do Acolhe e não pode ser alterado agora. Aguarde a decisão (até 2 dias úteis) ou, se ele estiver errado, envie o CRP certo com a carteira em “Verificação profissional”.';
  profileSettingsApi(therapist(), { 'PUT terapeutas/t1': json({ message: emAnalise, fieldErrors: { crp: emAnalise } }, 409) });
  renderProfileSettings();
  const crp = await screen.findByLabelText(/^CRP/);
  await fill(crp, '05/123456');
  await save();
  expect(await screen.findByText('Erro ao atualizar perfil')).toBeInTheDocument();
  await waitFor(() => expect(label(/^CRP/)).toHaveAttribute('aria-invalid', 'true'));
  expect(label(/^CRP/)).toHaveAccessibleDescription(expect.stringContaining('Seu CRP está em análise'));
  expect(screen.getAllByText(emAnalise).length).toBeGreaterThanOrEqual(2); // the field and the toast
  expect(screen.queryByText(/Tente novamente/)).not.toBeInTheDocument();
  expect(label(/^CRP/)).toHaveValue('05/123456');
  await waitFor(() => expect(label(/^CRP/)).toHaveFocus());
  expect(screen.queryByTestId('navigated')).not.toBeInTheDocument();
});

it('a CPF already used by another psychologist (409, issue 44): the message at the CPF field, focused, not “Tente novamente”', async () => {
  const emUso = 'Este CPF já está cadastrado por outro(a) psicólogo(a).';
  profileSettingsApi(therapist(), { 'PUT terapeutas/t1': json({ message: emUso, fieldErrors: { cpf: emUso } }, 409) });
  renderProfileSettings();
  await screen.findByLabelText(/^CPF/);
  await save();
  expect(await screen.findByText('Erro ao atualizar perfil')).toBeInTheDocument();
  await waitFor(() => expect(label(/^CPF/)).toHaveAttribute('aria-invalid', 'true'));
  expect(label(/^CPF/)).toHaveAccessibleDescription(expect.stringContaining(emUso));
  expect(screen.queryByText(/Tente novamente/)).not.toBeInTheDocument();
  await waitFor(() => expect(label(/^CPF/)).toHaveFocus());
  expect(screen.queryByTestId('navigated')).not.toBeInTheDocument();
});

it("a load failure shows 'Erro ao carregar dados' and no form that could overwrite the profile", async () => {
  profileSettingsApi(therapist(), { 'GET terapeutas/t1': json({}, 500) });
  renderProfileSettings();
  expect((await screen.findAllByText('Erro ao carregar dados')).length).toBeGreaterThan(0);
  expect(screen.queryByRole('button', { name: 'Salvar Perfil' })).not.toBeInTheDocument();
});

describe('office address', () => {
  const office = () => screen.getByRole('region', { name: 'Endereço do consultório' });
  const officeField = (text: RegExp) => within(office()).getByLabelText(text);

  it("is required once 'Presencial' is offered: the shared message, no save", async () => {
    const net = profileSettingsApi(therapist());
    renderProfileSettings();
    await screen.findByRole('heading', { name: 'Configurações do Perfil' });
    expect(officeField(/^Rua/).closest('.mantine-InputWrapper-root')!.textContent).not.toMatch(/\*/);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Presencial' }));
    expect(within(office()).getAllByText('*').length).toBeGreaterThanOrEqual(6);
    await save();
    expect(
      await screen.findByText('Informe CEP, rua, número, bairro, cidade e UF do consultório para atender presencialmente.'),
    ).toBeInTheDocument();
    for (const text of [/^CEP/, /^Rua/, /^Número/, /^Bairro/, /^Município/]) expect(officeField(text)).toHaveAttribute('aria-invalid', 'true');
    expect(officeField(/^Complemento/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(net.callsTo('PUT', 'terapeutas/t1')).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(officeField(/^CEP/)));
  });

  it('masks the CEP, looks it up through the api (GET /cep/{cep}) and saves the address with the CEP as digits', async () => {
    const net = profileSettingsApi(therapist(), {
      'GET cep/01310100': json({
        // the whole answer of row lookUpCep (ViaCEP's names and ours): a partial one is refused by the client
        cep: '01310-100', logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP',
        zipCode: '01310100', street: 'Avenida Paulista', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP',
      }),
    });
    renderProfileSettings();
    await screen.findByRole('heading', { name: 'Configurações do Perfil' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Presencial' }));
    await userEvent.type(officeField(/^CEP/), '01310a1009');
    expect(officeField(/^CEP/)).toHaveValue('01310-100');
    await waitFor(() => expect(officeField(/^Rua/)).toHaveValue('Avenida Paulista'));
    expect(officeField(/^Bairro/)).toHaveValue('Bela Vista');
    expect(officeField(/^Município/)).toHaveValue('São Paulo');
    // one field starts with 'Cidade' in the form: the public location (the e2e fills it by that name)
    expect(screen.getAllByLabelText(/^Cidade/)).toHaveLength(1);
    expect(within(office()).getByRole('combobox', { name: /^UF/ })).toHaveValue('SP - São Paulo');
    expect(net.callsTo('GET', 'cep/01310100')).toHaveLength(1);
    await fill(officeField(/^Número/), '1000');
    await fill(officeField(/^Complemento/), 'sala 4');
    await save();
    expect(await screen.findByText('Perfil atualizado com sucesso!')).toBeInTheDocument();
    const body = net.callsTo('PUT', 'terapeutas/t1')[0]!.body as TherapistProfileForm;
    expect(body.sessionFormats).toEqual(['online', 'presencial']);
    expect(body.officeAddress).toEqual({
      zipCode: '01310100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: 'sala 4',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    });
  });

  it('an unknown CEP is silent: the therapist types the address', async () => {
    profileSettingsApi(therapist(), { 'GET cep/99999999': json({ message: 'CEP não encontrado.' }, 404) });
    renderProfileSettings();
    await screen.findByRole('heading', { name: 'Configurações do Perfil' });
    await userEvent.type(officeField(/^CEP/), '99999999');
    await fill(officeField(/^Rua/), 'Rua das Flores');
    expect(officeField(/^Rua/)).toHaveValue('Rua das Flores');
    expect(officeField(/^Rua/)).toBeEnabled();
    expect(screen.queryByText('CEP não encontrado.')).not.toBeInTheDocument();
  });
});

describe('photo', () => {
  const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

  it('previews the chosen image, uploads it with Enviar foto as multipart `file` and updates form and header', async () => {
    const net = profileSettingsApi(therapist(), { 'POST terapeutas/t1/upload-profile-image': json({ url: 'https://cdn.test/m.webp', imageUrl: 'https://cdn.test/m.webp' }) });
    renderProfileSettings();
    await screen.findByRole('heading', { name: 'Configurações do Perfil' });
    expect(fileInput()).toHaveAttribute('accept', 'image/*');
    global.URL.createObjectURL = jest.fn(() => 'blob:preview');
    global.URL.revokeObjectURL = jest.fn();
    await userEvent.upload(fileInput(), new File(['x'], 'foto.webp', { type: 'image/webp' }));
    expect(await screen.findByText('Pré-visualização: foto.webp')).toBeInTheDocument();
    expect(net.callsTo('POST', 'terapeutas/t1/upload-profile-image')).toHaveLength(0); // nothing sent before 'Enviar foto'
    await userEvent.click(screen.getByRole('button', { name: 'Enviar foto' }));
    expect(await screen.findByText('Imagem enviada com sucesso!')).toBeInTheDocument();
    const sent = net.callsTo('POST', 'terapeutas/t1/upload-profile-image')[0]!.body as FormData;
    expect((sent.get('file') as File).name).toBe('foto.webp');
    expect(getCachedUser()?.image).toBe('https://cdn.test/m.webp');
    await save();
    await screen.findByText('Perfil atualizado com sucesso!');
    expect((net.callsTo('PUT', 'terapeutas/t1')[0]!.body as TherapistProfileForm).profileImageUrl).toBe('https://cdn.test/m.webp');
  });

  it("refuses a non-image and reports upload failures with 'Erro no upload'", async () => {
    const net = profileSettingsApi(therapist(), { 'POST terapeutas/t1/upload-profile-image': json({}, 500) });
    renderProfileSettings();
    await screen.findByRole('heading', { name: 'Configurações do Perfil' });
    global.URL.createObjectURL = jest.fn(() => 'blob:preview');
    global.URL.revokeObjectURL = jest.fn();
    await userEvent.setup({ applyAccept: false }).upload(fileInput(), new File(['x'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Por favor, selecione uma imagem válida.')).toBeInTheDocument();
    expect(net.callsTo('POST', 'terapeutas/t1/upload-profile-image')).toHaveLength(0);
    await userEvent.upload(fileInput(), new File(['x'], 'foto.png', { type: 'image/png' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar foto' }));
    expect(await screen.findByText('Erro no upload')).toBeInTheDocument();
    expect(within(document.body).getByText('Não foi possível enviar a imagem. Tente novamente.')).toBeInTheDocument();
  });

  it('states the size rule and refuses a larger image before sending it', async () => {
    const net = profileSettingsApi(therapist());
    renderProfileSettings();
    expect(await screen.findByText('Uma imagem (JPG, PNG, WEBP…) de até 5MB.')).toBeInTheDocument();
    await userEvent.upload(fileInput(), new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' }));
    expect(await screen.findByText('Arquivo muito grande')).toBeInTheDocument();
    expect(screen.getByText('A imagem deve ter no máximo 5MB.')).toBeInTheDocument();
    expect(net.callsTo('POST', 'terapeutas/t1/upload-profile-image')).toHaveLength(0);
  });

  it("a file that only claims to be a PNG: 'Arquivo inválido' with the api's reason, not 'Tente novamente'", async () => {
    profileSettingsApi(therapist(), { 'POST terapeutas/t1/upload-profile-image': json({ message: 'Por favor, selecione uma imagem válida.', fieldErrors: { file: 'Por favor, selecione uma imagem válida.' } }, 400) });
    renderProfileSettings();
    await screen.findByRole('heading', { name: 'Configurações do Perfil' });
    await userEvent.upload(fileInput(), new File(['<html></html>'], 'falso.png', { type: 'image/png' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar foto' }));
    expect(await screen.findByText('Arquivo inválido')).toBeInTheDocument();
    expect(screen.getByText('Por favor, selecione uma imagem válida.')).toBeInTheDocument();
    expect(screen.queryByText(/Tente novamente/)).not.toBeInTheDocument();
  });
});

it("tells the therapist what keeps the profile out of the search, and saves the approaches (issue 19)", async () => {
  let sent: TherapistProfileForm | undefined;
  profileSettingsApi(
    { ...therapist(), crp: '', approaches: ['tcc'], missingForPublication: ['crp', 'availability'] },
    { 'PUT terapeutas/t1': ({ body }) => ((sent = body as TherapistProfileForm), json({ ...therapist(), ...(body as object), id: 't1' })) },
  );
  renderProfileSettings();
  const notice = await screen.findByTestId('perfil-pendencias');
  expect(notice).toHaveTextContent('O que falta para seu perfil aparecer nas buscas');
  // each missing item links to its field; what is done is ticked, not linked
  expect(within(notice).getByRole('link', { name: 'Número do CRP com a região (ex.: 06/123456) (pendente)' })).toHaveAttribute(
    'href',
    '/usuario/t1/configuracoes#perfil-crp',
  );
  expect(within(notice).getByRole('link', { name: 'Horários de atendimento (aba Disponibilidade) (pendente)' })).toHaveAttribute(
    'href',
    '/usuario/t1/configuracoes#disponibilidade',
  );
  expect(within(notice).getByText('Cidade')).toHaveTextContent('Cidade (feito)');
  expect(within(notice).queryByRole('link', { name: /Cidade/ })).not.toBeInTheDocument();
  // the links land on real fields
  expect(document.getElementById('perfil-crp')).toBe(label(/^CRP/));
  const approaches = screen.getByRole('group', { name: /Abordagens terapêuticas/ });
  expect(within(approaches).getByRole('checkbox', { name: 'TCC (Cognitivo-Comportamental)' })).toBeChecked();
  await userEvent.click(within(approaches).getByRole('checkbox', { name: 'Sistêmica' }));
  await save();
  await waitFor(() => expect(sent).toBeDefined());
  expect(sent!.approaches).toEqual(['tcc', 'sistemica']);
});

it('shows no notice when the profile is public', async () => {
  profileSettingsApi({ ...therapist(), missingForPublication: [] });
  renderProfileSettings();
  await screen.findByRole('heading', { name: 'Configurações do Perfil' });
  expect(screen.queryByTestId('perfil-pendencias')).not.toBeInTheDocument();
});

it('checks CPF digits and the CRP format while they are typed (issue 30)', async () => {
  profileSettingsApi(therapist());
  renderProfileSettings();
  const cpf = await screen.findByLabelText(/^CPF/);
  await fill(cpf, '111.111.111-1');
  expect(screen.queryByText('CPF inválido')).not.toBeInTheDocument(); // still being typed
  await userEvent.type(cpf, '1');
  expect(screen.getByText('CPF inválido')).toBeInTheDocument();
  await fill(cpf, '529.982.247-25');
  expect(screen.queryByText('CPF inválido')).not.toBeInTheDocument();

  const crp = label(/^CRP/);
  await fill(crp, '06/12');
  expect(screen.queryByText('CRP inválido')).not.toBeInTheDocument();
  await fill(crp, '05123'); // no region separator: can never become RR/NNNNN
  expect(screen.getByText('CRP inválido')).toBeInTheDocument();
});

it("a new therapist's checklist starts with saving the profile, the name from sign-up ticked", async () => {
  profileSettingsApi({ ...therapist(), profileComplete: false, missingForPublication: ['crp', 'price', 'specialties', 'sessionFormats', 'city', 'bio', 'availability'] });
  renderProfileSettings();
  const notice = await screen.findByTestId('perfil-pendencias');
  expect(within(notice).getByRole('link', { name: 'Perfil salvo com os campos obrigatórios (*) (pendente)' })).toBeInTheDocument();
  expect(within(notice).getByText(/^Nome completo/)).toHaveTextContent('Nome completo (feito)');
});

it('refuses a video link the profile cannot show, with its pt-BR message', async () => {
  const net = profileSettingsApi(therapist());
  renderProfileSettings();
  await fill(await screen.findByLabelText(/Vídeo de apresentação/), 'https://vimeo.com/12345');
  await save();
  expect(await screen.findByText(/O perfil só mostra vídeos do YouTube/)).toBeInTheDocument();
  expect(net.callsTo('PUT', 'terapeutas/t1')).toHaveLength(0);
});
