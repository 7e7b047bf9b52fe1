/**
 * Workbox modules touch `self`, `location`, FetchEvent and ExtendableEvent when imported; node has
 * none of them, so the global object stands in for the worker. Import this before any `sw/` module.
 */
export class ExtendableEvent extends Event {
  waitUntil(_promise: Promise<unknown>) {}
}
class FetchEvent extends ExtendableEvent {}

Object.assign(globalThis, {
  self: globalThis,
  location: new URL('http://localhost/'),
  __WB_DISABLE_DEV_LOGS: true,
  ExtendableEvent,
  FetchEvent,
})
