/**
 * "Any brand" list lines: a line can ask for any product of its example product's kind (issue 18). The line keeps
 * its example product and quantity; the amount wanted is quantity × the example's package, in its unit.
 */
export default `
ALTER TABLE list_items ADD COLUMN any_brand boolean NOT NULL DEFAULT false;
`;
