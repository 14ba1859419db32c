// Markdown links and their #anchors checked offline (npm run check).
const config = { plugins: [['remark-validate-links', { repository: false }]] };
export default config;
