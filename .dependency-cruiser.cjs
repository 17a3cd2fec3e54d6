// Architecture rules: no cycles; packages never import services; services never import each other
// (except the embedded host, which composes them); domain imports no other workspace package.
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    { name: 'packages-not-services', severity: 'error', from: { path: '^packages/' }, to: { path: '^services/' } },
    { name: 'services-not-each-other', severity: 'error',
      from: { path: '^services/([^/]+)/', pathNot: '^services/embedded/' },
      to: { path: '^services/([^/]+)/', pathNot: '^services/$1/' } },
    { name: 'domain-is-pure', severity: 'error', from: { path: '^packages/domain/' }, to: { path: '^(packages/(?!domain/)|services/)|node_modules|^node:' , pathNot: 'node_modules/decimal\\.js' } },
    { name: 'no-deep-package-imports', severity: 'error',
      from: { path: '^(packages|services)/([^/]+)/' },
      to: { path: '^packages/([^/]+)/src/(?!index\\.ts$)', pathNot: '^packages/$2/' } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(\\.types|node_modules)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.js'] },
  },
};
