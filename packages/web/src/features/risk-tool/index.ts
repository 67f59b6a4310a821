// Public entry of the risk tool (spec 3 "Risk tool", yeti), composed by app/routes/yeti.tsx.
export { RiskTool } from './components/risk-tool.tsx';
