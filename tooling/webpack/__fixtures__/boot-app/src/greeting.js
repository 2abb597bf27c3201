// its stylesheet is the boot chunk's: linked in index.html's head
import './boot.css';

export const greeting = 'Olá';
