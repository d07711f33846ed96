/** API paths of the live game night (issue 13, decision 0024). */

const part = (value: string) => encodeURIComponent(value);

export const gameNightPaths = {
  commands: (gameSlug: string) => `/api/games/${part(gameSlug)}/commands/`,
  log: (gameSlug: string, after: number) => `/api/games/${part(gameSlug)}/commands/?after=${after}`,
  events: (gameSlug: string) => `/api/games/${part(gameSlug)}/events/`,
  state: (gameSlug: string) => `/api/games/${part(gameSlug)}/state/`,
  time: () => '/api/time/',
};
