import type { DictionaryOf } from '../../catalog.ts';
import type { error as source } from '../en/error.ts';

export const error: DictionaryOf<typeof source> = {
  error_not_found_title: 'Бет табылмады',
  error_not_found_text: 'Мекенжайда қате болуы мүмкін немесе бет басқа жерге көшірілген.',
  error_generic_title: 'Бірдеңе дұрыс болмады',
  error_generic_text: 'Бұл бетті көрсету мүмкін болмады. Сәлден соң қайталап көріңіз.',
  error_home_link: 'Басты бетке',
  error_reload: 'Қайталау',
};
