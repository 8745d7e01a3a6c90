import lockfile from 'proper-lockfile';

/** The message a second process gets; the first keeps serving. */
export const dataFolderInUseMessage = (folder: string) =>
  `Refusing to start: another portal process is using the data folder ${folder} (embedded PGlite allows one process). ` +
  'Stop it, or give this one its own DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.';

/**
 * Takes the embedded database's folder for this process (decision 0181): two processes writing one PGlite
 * folder would lose one's writes. proper-lockfile makes the lock atomically (mkdir) and keeps it fresh; a
 * lock left by a process that died goes stale and is taken over. Answers the release.
 */
export async function lockDataFolder(folder: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(folder, { lockfilePath: `${folder}/portal.lock`, stale: 10_000, update: 2_000, realpath: false });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') throw new Error(dataFolderInUseMessage(folder));
    throw error;
  }
}
