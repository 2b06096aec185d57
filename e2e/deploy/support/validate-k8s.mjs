// Validates Kubernetes objects (a JSON array on stdin) against the API's own schemas with
// kubernetes-models (ES modules only, hence a child process of the jest suite). Prints a JSON array
// of problems, one per invalid object; empty when all are valid.
import { readFileSync } from 'node:fs';

const objects = JSON.parse(readFileSync(0, 'utf8'));
const problems = [];
for (const object of objects) {
  const modulePath = `kubernetes-models/${object.apiVersion}/${object.kind}`;
  try {
    const { [object.kind]: Model } = await import(modulePath);
    new Model(object).validate();
  } catch (error) {
    problems.push(`${object.kind} ${object.metadata?.name}: ${error.message}`);
  }
}
process.stdout.write(JSON.stringify(problems));
