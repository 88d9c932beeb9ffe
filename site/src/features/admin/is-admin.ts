// Whether the signed-in account is an admin (GET /api/admin/me answers 200), for the user menu's Admin
// item. Loaded on demand by the header of /app pages only, so other pages carry none of it.
import { adminApi } from './admin-api'

export const checkIsAdmin = (): Promise<boolean> => adminApi.me().then(() => true, () => false)
