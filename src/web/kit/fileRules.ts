/** The upload rules live in src/shared so that the server checks files with the very same function. */
export * from '../../shared/validation/fileRules';
