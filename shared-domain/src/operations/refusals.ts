// The 403 a role row answers a signed-in caller of the other role (its `refusal`,
// docs/decisions/0047-one-operation-table.md), one place: the rows name them, the api's MSG points
// here. The English ones are product.md#who-uses-it's, which the fronts match letter for letter.
export const ROLE_REFUSALS = {
  onlyClientsCreateReviews: 'Only clients can create reviews',
  onlyClientsUpdateReviews: 'Only clients can update reviews',
  onlyClientsDeleteReviews: 'Only clients can delete reviews',
  onlyTherapistsProfile: 'Acesso restrito a terapeutas.',
  onlyClientsProfile: 'Acesso restrito a clientes.',
  onlyTherapistAnswers: 'Só o(a) terapeuta avaliado(a) pode responder.',
} as const;
