import type { DictionaryOf } from '../../catalog.ts';
import type { user as source } from '../en/user.ts';

export const user: DictionaryOf<typeof source> = {
  user_not_found: 'Não encontrado',
  user_wrong_password: 'A senha atual está errada',
  user_two_factor_already_on: 'A autenticação de dois fatores já está ativa',
  user_two_factor_not_set_up: 'Comece primeiro a configuração de dois fatores',
  user_two_factor_off: 'A autenticação de dois fatores está desativada',
  user_account_exists: 'Já tem uma conta nesta moeda',
  user_account_not_removable: 'Esta conta não pode ser removida',
  user_account_added: 'A conta está a ser aberta e aparecerá em breve',
  user_account_removed: 'A conta foi removida',
  user_email_missing: 'Adicione primeiro um endereço de e-mail',
  user_email_already_verified: 'O seu endereço de e-mail já está confirmado',
  user_verification_sent: 'Enviámos-lhe um e-mail de confirmação',
  user_newsletter_stopped: 'Cancelou a subscrição da newsletter',
  user_email_verified: 'O seu endereço de e-mail está confirmado',
  user_phone_bound: 'O seu número de telefone está associado',
  user_password_changed: 'A sua senha foi alterada',
  user_account_remove_balance:
    'Esta conta ainda tem dinheiro. Levante-o ou transfira-o para outra conta antes de remover a conta.',
  user_account_remove_payment:
    'Um pagamento para esta conta ainda está em curso. Aguarde até que seja concluído ou cancelado e depois remova a conta.',
  user_account_remove_withdrawal:
    'Um levantamento desta conta ainda está a ser pago. Aguarde até que seja concluído e depois remova a conta.',
  user_account_remove_coupon:
    'Esta conta tem apostas que ainda não foram liquidadas. Aguarde a sua liquidação e depois remova a conta.',
};
