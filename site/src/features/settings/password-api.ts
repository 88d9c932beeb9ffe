// The password section's call: PUT /auth/v1/user with the current password (the server's policy); the
// server ends every other session of the account.
import { authClient } from '../auth'

export async function changePassword(currentPassword: string, password: string): Promise<void> {
  const supabase = await authClient()
  const { error } = await supabase.auth.updateUser({ password, current_password: currentPassword })
  if (error) throw error
}
