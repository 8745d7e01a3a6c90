import { configure } from '@testing-library/dom';

// findBy* waits 1 s by default; on a busy 2-core CI machine a first render with lazy routes and RTK Query
// can take longer. A longer ceiling changes nothing when the page is fast and fails the same when it is wrong.
configure({ asyncUtilTimeout: 5000 });
