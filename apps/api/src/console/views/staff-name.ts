/** The name the console shows for a staff member: their display name, or their address when none is set. */
export function staffName(row: { display_name: string | null; email: string }): string {
  const name = row.display_name?.trim();
  return name ? name : row.email;
}
