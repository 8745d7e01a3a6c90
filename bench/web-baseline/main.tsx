import { createRoot } from 'react-dom/client';

// The smallest React page: the baseline the portal's routes are compared with.
createRoot(document.getElementById('root')!).render(<h1>Hello</h1>);
