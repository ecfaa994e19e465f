/** Runs before any page script: the page then takes the Web Locks + BroadcastChannel fallback. */
export const REMOVE_SHARED_WORKER = () => {
  // @ts-expect-error deleting a global the page must not see
  delete window.SharedWorker;
};
