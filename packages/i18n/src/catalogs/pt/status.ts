import type { DictionaryOf } from '../../catalog.ts';
import type { status as source } from '../en/status.ts';

export const status: DictionaryOf<typeof source> = {
  status_back_home: 'Voltar para a página inicial',
  status_payment_success_title: 'Pagamento concluído',
  status_payment_success_text: 'Obrigado! O dinheiro aparecerá no seu saldo em breve.',
  status_payment_fail_title: 'O pagamento falhou',
  status_payment_fail_text:
    'O pagamento não foi concluído. Tente novamente ou escolha outro método.',
  status_payment_pending_title: 'Pagamento em processamento',
  status_payment_pending_text:
    'Seu saldo será atualizado assim que o provedor de pagamento confirmar.',
  status_payment_cancel_title: 'Pagamento cancelado',
  status_payment_cancel_text:
    'O pagamento foi cancelado. Você pode fazer um novo a qualquer momento.',
  status_withdraw_success_title: 'Saque solicitado',
  status_withdraw_success_text: 'Sua solicitação de saque foi aceita e está sendo processada.',
  status_withdraw_fail_title: 'O saque falhou',
  status_withdraw_fail_text: 'Não foi possível concluir o saque. Tente novamente mais tarde.',
  status_withdraw_pending_title: 'Saque em processamento',
  status_withdraw_pending_text:
    'Enviaremos o dinheiro assim que o provedor de pagamento confirmar.',
  status_withdraw_cancel_title: 'Saque cancelado',
  status_withdraw_cancel_text:
    'O saque foi cancelado. Você pode solicitar um novo a qualquer momento.',
  status_maintenance_title: 'Manutenção técnica',
  status_maintenance_text:
    'Estamos melhorando o site e voltaremos em breve. Obrigado pela paciência.',
  status_maintenance_window: 'De {start} até {end}',
  status_maintenance_until: 'Término previsto: {end}',
  status_maintenance_since: 'Início: {start}',
  status_block_title: 'Acesso restrito',
  status_block_text:
    'O acesso ao site está restrito. Se você acha que isso é um erro, entre em contato com o suporte.',
  status_block_ua_title: 'Indisponível na sua região',
  status_block_ua_text: 'Este site não pode ser usado no seu país.',
  status_block_ie_title: 'Seu navegador não é compatível',
  status_block_ie_text: 'Abra o site em uma versão atual do Chrome, Firefox, Safari ou Edge.',
  status_site_updates_title: 'O site está sendo atualizado',
  status_site_updates_text: 'Estamos lançando uma atualização. Volte em alguns minutos.',
  status_coming_soon_title: 'Em breve',
  status_coming_soon_text: 'O site abrirá em breve na sua região.',
  status_suspension_title: 'Conta suspensa',
  status_suspension_text:
    'Sua conta está suspensa. Entre em contato com o suporte para saber mais.',
  status_maintenance_api:
    'O site está em manutenção técnica: apostas e pagamentos estão suspensos. Tente novamente quando ela terminar.',
  status_maintenance_auto: 'Esta página leva você de volta ao site sozinha assim que ele reabrir.',
  status_maintenance_notice_window:
    'Há uma manutenção técnica prevista de {start} a {end}. Durante esse período o site ficará indisponível.',
  status_maintenance_notice_from:
    'Há uma manutenção técnica prevista a partir de {start}. O site ficará indisponível por algum tempo.',
  status_maintenance_notice_soon:
    'Em breve haverá uma manutenção técnica. O site ficará indisponível por algum tempo.',
  status_appeals_title: 'Meus recursos contra bloqueio',
  status_appeals_empty: 'Você não tem recursos.',
  status_appeals_empty_text:
    'Os recursos contra o bloqueio de conta ainda não são registrados neste site, por isso não há nada para mostrar aqui. Se a sua conta foi bloqueada, entre em contato com o suporte.',
};
