export { AdminGuard, RequireAuth } from './require-auth';
