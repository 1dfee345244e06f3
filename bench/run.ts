// npm run bench: every benchmark in this folder, one after another. Figures only; never pass/fail.
import { benchAuthProfile } from './auth-profile.ts';

await benchAuthProfile();
