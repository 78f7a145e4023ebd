// The data folder (DATA_DIR: the embedded database, the development session secret) is for the server's user
// only. For the embedded database the file modes are the only access control: a file others can read hands
// every consultation, session and password hash to any account on the machine, a file others can write lets
// them change the access log or the users.
//
// So: the process's umask becomes 077 before anything is created (the child that creates the database inherits
// it), the folder is created 0700, and at every start whatever others can read, write or enter is tightened
// (files and folders lose their group and other bits). Tightening, not refusing: every install made before this
// rule has such files, the server owns them and needs nothing of what is removed, and a refusal would only stop
// the site until someone typed the same chmod. Only when the server cannot tighten (a file it does not own) does
// it refuse to start, naming the command.
import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

/** Group and other bits. */
const OTHERS = 0o077;

/** Sets the umask, creates `dir` 0700 when missing and takes every group/other permission off what is inside; returns how many entries it tightened. */
export function securePrivateFolder(dir: string): number {
  process.umask(OTHERS);
  const root = path.resolve(dir);
  mkdirSync(root, { recursive: true, mode: 0o700 });
  let tightened = 0;
  const visit = (entry: string) => {
    const stat = lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    if (stat.mode & OTHERS) {
      try {
        chmodSync(entry, stat.mode & 0o7700 & ~OTHERS);
      } catch (error) {
        throw new Error(
          `DATA_DIR holds files other users can read or write, and the server cannot fix them (${entry}: ${(error as NodeJS.ErrnoException).code ?? error}). Run as the owner: chmod -R go-rwx ${root}`,
        );
      }
      tightened += 1;
    }
    if (stat.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
  return tightened;
}
