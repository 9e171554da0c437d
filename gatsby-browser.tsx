import type { GatsbyBrowser } from 'gatsby';
import { wrapPage } from './src/components/Layout/wrapPage';
import './src/styles/global.css';

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => wrapPage(element, props.location);
