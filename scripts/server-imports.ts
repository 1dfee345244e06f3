import {
  crossAreaImports,
  isReachIn,
  readGraph,
  serverArea,
  serverBoundaryViolations,
  upwardServerImports,
} from './import-graph.ts';

// Prints how the server's areas (apps/server/src/modules/<area>) import each other:
//   npx tsx scripts/server-imports.ts [--list]
// Tests are not counted. The rule itself is enforced in scripts/architecture.test.ts.

const graph = readGraph(['apps/server/src']);
const cross = crossAreaImports(graph);
const pairs = new Set(cross.map(({ from, to }) => `${serverArea(from)} → ${serverArea(to)}`));
const reachIns = cross.filter(({ to }) => isReachIn(to));
const outside = serverBoundaryViolations(graph);
const upward = upwardServerImports(graph);
console.log(`module→module imports: ${cross.length} (${pairs.size} area pairs)`);
console.log(`  into another area's repository, job or routes file: ${reachIns.length}`);
console.log(
  `    of which *.repository.ts: ${reachIns.filter(({ to }) => to.endsWith('.repository.ts')).length}`,
);
console.log(`  not through the area's front door (<area>.service.ts): ${outside.length}`);
console.log(`imports running back up (lib < core < plugins < modules < testing): ${upward.length}`);
if (process.argv.includes('--list')) {
  for (const { from, to, typeOnly } of cross) console.log(`  ${from} → ${to}${typeOnly ? ' (type)' : ''}`);
  for (const line of upward) console.log(`  up: ${line}`);
}
