/**
 * For a bench file run by itself (`node bench/wallet.ts`): runs the bench and prints its figures as
 * JSON, or the error with a failing exit code. Imported by `npm run bench`, it does nothing.
 */
export function printWhenRun(moduleUrl: string, bench: () => Promise<unknown>): void {
  if (moduleUrl !== `file://${process.argv[1]}`) return
  bench()
    .then((r) => console.log(JSON.stringify(r, null, 2)))
    .catch((err) => {
      console.error(err)
      process.exit(1)
    })
}
