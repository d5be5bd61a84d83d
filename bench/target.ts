/** A figure the bench holds against its goal: met or not, with the figures that say so. */
export interface Target {
  name: string;
  met: boolean;
  figures: string;
}
