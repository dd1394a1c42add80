// The sources moved to src/shared so that the About screen can show them.
export * from '../../shared/attribution';
