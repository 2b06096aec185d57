/** A refusal or failure told to the operator as it is (the CLI prints the message, no stack). */
export class BackupError extends Error {
  override name = 'BackupError';
}
