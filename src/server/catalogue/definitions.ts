// The definitions moved to src/shared so that the app can show them; the catalogue code imports them from here.
export * from '../../shared/definitions';
