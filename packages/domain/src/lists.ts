/**
 * api.md §6.2: the API serves no list page whose offset + limit goes beyond this window (400
 * otherwise); the web app offers no such page and asks to refine the search (spec 1 §2.5).
 */
export const LIST_WINDOW = 10_000;
