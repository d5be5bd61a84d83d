/** Where the database reports what happens outside any request: the server's logger. */
export interface DatabaseLog {
  warn(details: object, message: string): void;
}
