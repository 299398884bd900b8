// A file system error said in the command line's words: the file, and what is wrong with it.
// Node's own message ("EISDIR: illegal operation on a directory, read", "ENOENT: no such file or
// directory, open '…'") names the system call and the error's code, which a reader has to decode.

/** What each error code means, said of the file it names. */
const WRONG: Record<string, string> = {
  ENOENT: 'no such file or folder',
  ENOTDIR: 'a part of its path is a file, not a folder',
  EISDIR: 'it is a folder, not a file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system there is read-only',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EFBIG: 'the file has grown past the largest the file system allows',
  EMFILE: "this process has too many files open (the system's limit, ulimit -n)",
  ENFILE: 'the system has too many files open',
  EIO: 'the device failed to read or write it (an input/output error)',
  ELOOP: 'its path has too many symbolic links (a link that leads back to itself?)',
  ENAMETOOLONG: 'its name is too long',
  EEXIST: 'it exists already',
  ENOTEMPTY: 'the folder is not empty',
  ENXIO: 'no device or reader answers there (a socket, or a pipe with no other end)',
  ENODEV: 'no such device',
  EBUSY: 'it is busy (in use by the system or another program)',
  ETXTBSY: 'it is busy (a program running from it)',
  ESTALE: 'the network file system no longer knows it',
  EINVAL: 'it cannot be read or written as a file',
};

/** The error's code, where `e` is a file system error (Node's, with a code such as ENOENT). */
export const errorCode = (e: unknown): string | undefined => {
  const code = (e as NodeJS.ErrnoException | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
};

/** What is wrong, in words: 'permission denied'; a code without words here is named. */
export function fileWrong(e: unknown): string {
  const code = errorCode(e);
  if (code !== undefined) return WRONG[code] ?? `the system refused it (${code})`;
  return e instanceof Error ? e.message : String(e);
}

/**
 * `e` said of its file: "/tmp/x/layer-5.keys: it is a folder, not a file". The file is the one
 * the error names (a parent folder, where making a folder failed on it), else `path`.
 */
export function fileError(e: unknown, path: string): string {
  const named = (e as NodeJS.ErrnoException | null | undefined)?.path;
  return `${typeof named === 'string' ? named : path}: ${fileWrong(e)}`;
}
