import { describe } from 'vitest';
import { navigationSuite } from './navigation';
import { buildExists } from './server';

describe.skipIf(!buildExists())('every screen by tapping, in English', () => navigationSuite('en'));
