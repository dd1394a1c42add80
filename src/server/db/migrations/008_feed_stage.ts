/**
 * A price update is staged before it is written: its batches wait in feed_stage, and feed_state.pending says that
 * an update is being applied (its date, its closing steps and its report). An update interrupted part-way (a crash,
 * a full disk) is finished from the stage before the catalogue is read again, never left half-written.
 */
export default `
ALTER TABLE feed_state ADD COLUMN pending jsonb;
CREATE TABLE feed_stage (
  seq   integer PRIMARY KEY,
  steps text NOT NULL
);
`;
