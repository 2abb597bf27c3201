// a lazy page's stylesheet: loaded with it, never linked in the head
import './lazy-page.css';

export default 'página carregada depois';
