export default 'página carregada depois';
