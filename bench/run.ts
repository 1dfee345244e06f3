// npm run bench: every benchmark in this folder, one after another. Figures only; never pass/fail.
import { benchAuthProfile } from './auth-profile.ts';
import { benchRealtime } from './realtime.ts';

const only = process.argv[2];
if (!only || only === 'auth-profile') await benchAuthProfile();
if (!only || only === 'realtime') await benchRealtime();
