import type { DictionaryOf } from '../../catalog.ts';
import type { error as source } from '../en/error.ts';

export const error: DictionaryOf<typeof source> = {
  error_not_found_title: 'Esta página não foi encontrada',
  error_not_found_text: 'O endereço pode estar errado ou a página foi movida.',
  error_generic_title: 'Algo deu errado',
  error_generic_text: 'Não foi possível exibir esta página. Tente novamente em instantes.',
  error_home_link: 'Ir para a página inicial',
  error_reload: 'Tentar novamente',
};
