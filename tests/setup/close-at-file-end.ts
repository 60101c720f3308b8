import { afterAll } from 'vitest';
import { runFileEnd } from './file-end';

afterAll(runFileEnd);
