// The builder lives with the seed that uses it; this path stays only for the bench script.
export { insertProject, SAMPLE_SPECIFICATION, type NewProject } from '../../src/server/db/insert-project';
