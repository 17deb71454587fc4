import { setPasswordHashRounds } from '../../api/src/modules/account/auth/tokens';

// Every node test file hashes passwords at bcrypt's lowest cost, so creating and signing in users costs milliseconds,
// not a quarter of a second each; the shops tests spawn get it through PASSWORD_HASH_ROUNDS (spawn-shop.ts).
setPasswordHashRounds(4);
