/**
 * Where a new import job runs (import-job.ts). In AWS nothing is done here: the table's stream
 * starts the job's own Lambda on the job's new item (infra: ImportProducts). The local stack
 * sets a runner that runs the job in the background of the dev server's process
 * (infra/local/stack.ts). Its own module, so the request's function bundles no job code.
 */
let inProcessRunner: ((id: string) => void) | undefined;

export function runImportsInProcess(runner: ((id: string) => void) | undefined): void {
  inProcessRunner = runner;
}

export function startImportJob(id: string): void {
  inProcessRunner?.(id);
}
