import './src/testing/setup';
